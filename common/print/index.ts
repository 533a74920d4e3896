/** PDF document builders (pdfmake definitions) shared by the server, main and the renderer. */
export * from './document';
export * from './labels';
export * from './purchasing';
export * from './report';
export * from './stock-documents';
export * from './units';
