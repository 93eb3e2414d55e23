// Run as its own process by auctions.ts: tsx bench/auction-listeners.ts <url> <cookies> <listeners>
// Opens `<listeners>` live streams of one auction (`<url>`, its events address), round the
// cookies given (one a line), says `ready` on stderr once each has had its first event, and on
// SIGTERM prints when each stream received each later event, by the event's id.
const [url, cookieList, listenerCount] = process.argv.slice(2) as [string, string, string];
const cookies = cookieList.split('\n');
const received: Record<string, number[]> = {};
let ready = 0;
process.on('SIGTERM', () => {
  process.stdout.write(JSON.stringify({ received }), () => process.exit(0));
});

async function listen(listener: number): Promise<void> {
  const response = await fetch(url, { headers: { cookie: cookies[listener % cookies.length]! } });
  if (response.status !== 200) throw new Error(`a stream was refused: ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let seen = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      if (id === undefined) continue;
      seen += 1;
      if (seen === 0) {
        ready += 1;
        if (ready === Number(listenerCount)) process.stderr.write('ready\n');
        continue;
      }
      (received[id] ??= []).push(Date.now());
    }
  }
}

await Promise.all(Array.from({ length: Number(listenerCount) }, (_, listener) => listen(listener)));
