export { compressImage, fitWithin, UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE, type CompressOptions } from './compress';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { pictureStyle, StoredImage, type StoredImageProps } from './StoredImage';
export { IMAGE_ACCEPT, IMAGE_TEXTS } from './texts';
export { loadStoredFile, useObjectUrl, useStoredImage, type StoredImageState } from './useStoredImage';
