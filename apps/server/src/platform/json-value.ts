/** A value that survives JSON.stringify/JSON.parse unchanged: what jobs and push messages carry. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };
