import { Alert, Button, Intent } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { describeError } from '../session/logic';
import { compressImage } from '../shell/images/compress';
import { StoredImage } from '../shell/images/StoredImage';
import { IMAGE_ACCEPT } from '../shell/images/texts';
import { useObjectUrl } from '../shell/images/useStoredImage';
import { showFailure } from '../shell/toast';
import { useProductionUploadMutation } from './api';
import { PRODUCTION_TEXTS as T } from './texts';

/** A RAB image of a form: its stored name, and how to show it (the stored file, or the picked one). */
export interface FormImage {
  /** The stored name the upload answered (what a save sends). */
  path: string;
  /** The stored file's address, for an image the order already had. */
  url?: string;
  /** The picked file, for one uploaded in this form. */
  local?: Blob;
}

/** Thumbnails of the board: each opens the gallery at that image. */
export function RabThumbnails({ urls, onOpen }: { urls: readonly string[]; onOpen: (index: number) => void }) {
  if (urls.length === 0) return <span className="production-muted">{T.noImages}</span>;
  return (
    <div className="production-thumbs">
      {urls.slice(0, 3).map((url, index) => (
        <button key={url} type="button" className="production-thumb" aria-label={T.openGallery(index + 1)} onClick={() => onOpen(index)}>
          <StoredImage path={url} alt="" size={36} />
        </button>
      ))}
      {urls.length > 3 && (
        <button type="button" className="production-thumb production-thumb-more" aria-label={T.openGallery(4)} onClick={() => onOpen(3)}>
          +{urls.length - 3}
        </button>
      )}
    </div>
  );
}

function Preview({ image }: { image: FormImage }) {
  const local = useObjectUrl(image.local ?? null);
  if (local) return <img src={local} alt="" className="production-form-image" />;
  return <StoredImage path={image.url ?? null} alt="" className="production-form-image" />;
}

/**
 * The form's RAB images: 'Upload RAB' picks images, each is compressed and uploaded at once
 * (uploadimage?index=n) so a save only names them; removing one asks first (seed section 5).
 */
export function RabImagesField({ images, onChange, disabled, label }: { images: FormImage[]; onChange: (images: FormImage[]) => void; disabled?: boolean; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useProductionUploadMutation();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    const added: FormImage[] = [];
    try {
      for (const [offset, file] of files.entries()) {
        const compressed = await compressImage(file);
        const result = await upload({ index: images.length + offset, file: compressed });
        if (result.error) {
          showFailure(T.uploading, describeError(result.error));
          continue;
        }
        const path = result.data.path[0];
        if (path) added.push({ path, local: compressed });
      }
    } finally {
      setBusy(false);
    }
    if (added.length > 0) onChange([...images, ...added]);
  }

  return (
    <div className="production-images-field">
      <div className="production-form-images">
        {images.map((image, index) => (
          <div key={image.path} className="production-form-image-box">
            <Preview image={image} />
            <Button
              size="small"
              intent={Intent.DANGER}
              icon="cross"
              className="production-form-image-remove"
              aria-label={`${T.removeImage} ${index + 1}`}
              title={T.removeImage}
              disabled={disabled || busy}
              onClick={() => setRemoving(index)}
            />
          </div>
        ))}
      </div>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={(event) => void picked(event)} aria-label={label} data-testid="rab-input" />
      <Button icon="upload" text={busy ? T.uploading : T.addImages} loading={busy} disabled={disabled || busy} onClick={() => input.current?.click()} />
      <Alert
        isOpen={removing !== null}
        icon="trash"
        intent={Intent.DANGER}
        confirmButtonText={T.imageRemoveConfirm}
        cancelButtonText={T.cancel}
        canEscapeKeyCancel
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) onChange(images.filter((_, index) => index !== removing));
          setRemoving(null);
        }}
      >
        <p>{T.imageRemovePrompt}</p>
      </Alert>
    </div>
  );
}
