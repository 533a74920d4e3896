import { Footer } from '../../shell/ModuleLayout';
import { TopBar } from '../../shell/TopBar';
import { LUNCHEON_TEXTS } from '../texts';
import { MyCodeScreen } from './MyCodeScreen';

/**
 * /kodemakan: 'Kode Makan Saya' for every signed-in employee, with or without the Luncheon module
 * (the employee's phone opens it from home). A plain frame: Home, the greeting, sign-out.
 */
export function MyCodePage() {
  return (
    <div className="erp-app">
      <TopBar icon="barcode" title={LUNCHEON_TEXTS.myCodeTitle} />
      <main className="erp-module-content">
        <MyCodeScreen />
      </main>
      <Footer />
    </div>
  );
}
