/**
 * GitHub requests in flight at once when a search reads one answer per run (its artifacts, its
 * zip): each is a round trip, so a history of 100 runs read one at a time waits 100 of them.
 * actions/download-artifact downloads 5 artifacts at a time as well; Octokit's throttling lets 10
 * requests run at once.
 */
const CONCURRENT_READS = 5;

/**
 * Reads `items` in order, a few at once, while `wanted()` says more results are wanted; each
 * result is handed to `take` in the items' order, as if read one at a time. A batch holds no more
 * items than results are still wanted, so no item is read that reading one at a time would have
 * left alone. A read that throws stops the whole (a read whose failure is a result catches it).
 */
export async function readInOrder<T, R>(
  items: Iterable<T> | AsyncIterable<T>,
  wanted: () => number,
  read: (item: T) => Promise<R>,
  take: (result: R) => void,
): Promise<void> {
  let batch: T[] = [];
  const readBatch = async (): Promise<void> => {
    const results = await Promise.all(batch.map(read));
    batch = [];
    for (const result of results) take(result);
  };
  for await (const item of items) {
    if (wanted() <= 0) break;
    batch.push(item);
    if (batch.length >= Math.min(CONCURRENT_READS, wanted())) await readBatch();
  }
  if (batch.length > 0) await readBatch();
}
