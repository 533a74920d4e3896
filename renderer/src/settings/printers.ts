import type { PrinterInfo } from '../../../common/ipc';
import { SETTINGS_TEXTS } from './texts';

/** A printer as the settings selects list it; '' is 'Tidak ada' (no printer: the PDF is offered). */
export interface PrinterOption {
  value: string;
  label: string;
}

/**
 * 'Tidak ada' first, then this PC's printers by display name (the system's default marked). A
 * saved printer that is not installed now stays listed, so opening the dialog does not drop it.
 */
export function printerOptions(printers: readonly PrinterInfo[], saved: string | null): PrinterOption[] {
  const options: PrinterOption[] = [{ value: '', label: SETTINGS_TEXTS.noPrinter }];
  for (const printer of printers) {
    const label = printer.displayName || printer.name;
    options.push({ value: printer.name, label: printer.isDefault ? SETTINGS_TEXTS.defaultPrinter(label) : label });
  }
  if (saved && !printers.some((printer) => printer.name === saved)) options.push({ value: saved, label: SETTINGS_TEXTS.missingPrinter(saved) });
  return options;
}
