import { Button } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { compressImage } from './compress';
import defaultAvatar from './default-avatar.svg';
import { pictureStyle, StoredImage } from './StoredImage';
import { IMAGE_ACCEPT, IMAGE_TEXTS } from './texts';
import { useObjectUrl } from './useStoredImage';

export interface ImagePickerProps {
  /** The newly picked image (compressed), null when none was picked. */
  value: Blob | null;
  onChange: (image: Blob | null) => void;
  /** The stored image shown until a new one is picked (`fileUrl(...)`), null for the default avatar. */
  path?: string | null;
  label?: string;
  disabled?: boolean;
  /** Preview size in px. */
  size?: number;
}

/**
 * A round preview and a 'Pilih Gambar' button. The picked image is compressed (JPEG 0.7, 1280 px)
 * before it reaches onChange; until then the stored image (path) or the default avatar shows.
 */
export function ImagePicker({ value, onChange, path = null, label = IMAGE_TEXTS.pickImage, disabled, size = 96 }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const preview = useObjectUrl(value);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onChange(await compressImage(file));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="erp-image-picker" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {value ? (
        <img src={preview ?? defaultAvatar} alt={IMAGE_TEXTS.preview} className="erp-image-picker-preview" style={pictureStyle(size, true)} />
      ) : (
        <StoredImage path={path} alt={IMAGE_TEXTS.preview} className="erp-image-picker-preview" size={size} round />
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => void picked(event)}
        data-testid="image-picker-input"
        aria-label={label}
      />
      <Button icon="media" text={busy ? IMAGE_TEXTS.processing : label} loading={busy} disabled={disabled || busy} onClick={() => input.current?.click()} />
    </div>
  );
}
