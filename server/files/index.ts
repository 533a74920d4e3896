export { detectImage, type DetectedImage } from './detect';
export { createDiskFileStore, type FileStore, type ReceivedFile } from './store';
export { registerFileRoutes } from './routes';
