import { Icon } from '@blueprintjs/core';
import { PRODUCT_TEXTS } from './texts';

/** The tile shown for a product without a photo. */
export function NoPhoto({ size }: { size: number }) {
  return (
    <span className="product-no-photo" style={{ width: size, height: size }} role="img" aria-label={PRODUCT_TEXTS.noPhoto} title={PRODUCT_TEXTS.noPhoto}>
      <Icon icon="media" size={Math.round(size * 0.45)} />
    </span>
  );
}
