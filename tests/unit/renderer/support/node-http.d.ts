/**
 * The slice of node:http the renderer tests use. The web tsconfig (DOM, no Node types) checks
 * these tests, so Node's own typings are not loaded; this keeps them out of the renderer's program.
 */
declare module 'node:http' {
  export interface IncomingMessage {
    method?: string;
    url?: string;
    headers: Record<string, string | string[] | undefined>;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
  }
  export interface ServerResponse {
    statusCode: number;
    setHeader(name: string, value: string | readonly string[]): this;
    end(body?: string | Uint8Array): this;
  }
  export interface Server {
    listen(port: number, host: string, callback: () => void): this;
    address(): { port: number } | string | null;
    close(callback?: (error?: Error) => void): this;
    closeAllConnections(): void;
  }
  export function createServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Server;
}
