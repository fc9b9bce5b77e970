/**
 * True when a Content-Type header says exactly application/json: the media type is parsed
 * (type/subtype before any parameters, case-insensitive), so "text/plain; a=application/json",
 * "application/jsonx" or "application/json-patch+json" are not JSON here.
 */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(";", 1)[0].trim().toLowerCase();
  return essence === "application/json";
}
