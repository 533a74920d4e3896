export { detectFile, detectImage, isPdf, type DetectedFile, type DetectedImage } from './detect';
export { createDiskFileStore, type FileStore, type ReceivedFile } from './store';
export { registerFileRoutes } from './routes';
export { discardStoredFile, writeWithFile, type RecordFileDeps, type RecordFileWrite } from './replace';
