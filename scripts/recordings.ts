/** An answer as the benchmark recorded it from the service, for the bare server to replay. */
export interface Recording {
  key: string;
  status: number;
  headers: Record<string, string>;
  /** Base64 of the body bytes. */
  body: string;
}

/** The key of a request: its URL and, where it asks for one, the coding it accepts. */
export function recordingKey(url: string, acceptEncoding: string | undefined): string {
  return acceptEncoding === undefined ? url : `${url} ${acceptEncoding}`;
}
