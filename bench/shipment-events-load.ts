// Run as its own process by shipments.ts, so the load does not share the servers' event loop:
// tsx bench/shipment-events-load.ts <url> <key> <shipment ids> <seconds> <connections>
// Pushes one forwarder's DCSA events, each new, to the shipments in turn: `<url>/<id>/events`.
import { throughput } from './support.ts';

const [url, key, ids, seconds, connections] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const shipments = ids.split(',');
const codes = [
  ['EQUIPMENT', 'equipmentEventTypeCode', 'GTOT', 'ACT'],
  ['EQUIPMENT', 'equipmentEventTypeCode', 'LOAD', 'ACT'],
  ['TRANSPORT', 'transportEventTypeCode', 'ARRI', 'EST'],
] as const;
let sent = 0;
const perSecond = await throughput(Number(connections), Number(seconds), async () => {
  const number = sent++;
  const [eventType, field, code, classifier] = codes[number % codes.length]!;
  const hours = classifier === 'ACT' ? -1 : 24 * 20;
  const response = await fetch(`${url}/${shipments[number % shipments.length]}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      eventID: `bench-${process.pid}-${number}`,
      eventType,
      [field]: code,
      eventClassifierCode: classifier,
      eventDateTime: new Date(Date.now() + hours * 3_600_000).toISOString().replace('Z', '+00:00'),
      eventLocation: { locationName: 'Santos', UNLocationCode: 'BRSSZ' },
      equipmentReference: 'MSCU6639871',
    }),
  });
  if (response.status !== 201)
    throw new Error(`an event was refused: ${response.status} ${await response.text()}`);
});
process.stdout.write(JSON.stringify({ perSecond, sent }));
