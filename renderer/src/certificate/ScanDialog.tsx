import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useBridge } from '../bridge/context';
import { describeError } from '../session/logic';
import { useStoredImage } from '../shell/images';
import { downloadApiFile } from '../shell/print/output';
import { showFailure } from '../shell/toast';
import { CERTIFICATE_TEXTS as T } from './texts';

const isPdf = (path: string) => /\.pdf$/i.test(path);

/**
 * 'Lihat Scan': the stored scan fetched with the session and shown in place: an image as it is,
 * a PDF in the browser's own PDF viewer; 'Unduh Scan' saves it either way.
 */
export function ScanDialog({ scan, nomor, onClose }: { scan: string | null; nomor: string; onClose: () => void }) {
  const bridge = useBridge();
  const { url, loading, failed } = useStoredImage(scan);
  const download = async () => {
    if (!scan) return;
    const extension = scan.split('.').pop() ?? 'pdf';
    const result = await downloadApiFile(bridge, scan, `scan-${nomor.replace(/[^A-Za-z0-9_-]+/g, '-')}.${extension}`);
    if (!result.ok) showFailure(T.scanFailed, describeError(result.error));
  };

  let body;
  if (failed) body = <NonIdealState icon="error" title={T.scanFailed} />;
  else if (loading || !url) body = <Spinner aria-label="Memuat scan" />;
  else if (scan && isPdf(scan)) body = <iframe className="certificate-scan-pdf" src={url} title={T.scanTitle(nomor)} />;
  else body = <img className="certificate-scan-image" src={url} alt={T.scanTitle(nomor)} data-state="loaded" />;

  return (
    <Dialog isOpen={scan !== null} onClose={onClose} title={T.scanTitle(nomor)} icon="document" className="certificate-scan-dialog">
      <DialogBody className="certificate-scan-body">{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="download" text={T.downloadScan} disabled={!url} onClick={() => void download()} />
            <Button text={T.close} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
