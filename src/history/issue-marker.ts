/** The hidden first line of the suite's issue; suite and key are URI-encoded, so the line reads one way only. */
export function issueMarker(suite: string, key: string): string {
  return `<!-- benchgate-history suite=${encodeURIComponent(suite)} key=${encodeURIComponent(key)} -->`;
}
