import {
  Client,
  credentials,
  Metadata,
  Server,
  ServerCredentials,
  type ClientDuplexStream,
  type ServerDuplexStream,
} from '@grpc/grpc-js';

/**
 * The in-process emulator answers only the first request of a Listen stream (and ignores
 * remove_target), while the web SDK sends every listener of a Firestore instance over one stream.
 * This relay, between the two, opens one emulator stream per target and merges their answers, so
 * every listener of a screen gets its documents and changes. It relays Listen only: the web SDK
 * reads through it (getDoc and getDocs too) and never writes in these tests.
 */
const LISTEN = '/google.firestore.v1.Firestore/Listen';
const raw = (bytes: Buffer) => bytes;

/** A ListenRequest's add_target (field 2: a Target, target_id its field 5) or remove_target (3). */
type ListenChange = { add: number } | { remove: number } | null;

function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let next = at;
  for (;;) {
    const byte = bytes[next++] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, next];
    shift += 7;
  }
}

/** Each top-level field of a protobuf message: its number and its varint or bytes. */
function* protoFields(bytes: Uint8Array): Generator<[field: number, value: number | Uint8Array]> {
  let at = 0;
  while (at < bytes.length) {
    const [key, afterKey] = readVarint(bytes, at);
    const field = Math.floor(key / 8);
    const wireType = key % 8;
    if (wireType === 0) {
      const [value, next] = readVarint(bytes, afterKey);
      yield [field, value];
      at = next;
    } else if (wireType === 2) {
      const [length, start] = readVarint(bytes, afterKey);
      yield [field, bytes.subarray(start, start + length)];
      at = start + length;
    } else if (wireType === 1 || wireType === 5) {
      at = afterKey + (wireType === 1 ? 8 : 4);
    } else {
      throw new Error(`Unexpected protobuf wire type ${wireType}`);
    }
  }
}

function listenChange(request: Uint8Array): ListenChange {
  for (const [field, value] of protoFields(request)) {
    if (field === 2 && typeof value !== 'number') {
      for (const [targetField, targetValue] of protoFields(value)) {
        if (targetField === 5 && typeof targetValue === 'number') return { add: targetValue };
      }
      return { add: 0 };
    }
    if (field === 3 && typeof value === 'number') return { remove: value };
  }
  return null;
}

export interface ListenRelay {
  /** host:port for connectFirestoreEmulator. */
  host: string;
  port: number;
  close(): void;
}

export async function startListenRelay(emulatorHost: string): Promise<ListenRelay> {
  const emulator = new Client(emulatorHost, credentials.createInsecure());
  const open = new Set<ClientDuplexStream<Buffer, Buffer>>();

  function listen(client: ServerDuplexStream<Buffer, Buffer>) {
    const targets = new Map<number, ClientDuplexStream<Buffer, Buffer>>();
    // Half-closing lets the emulator drop the target's listeners (it never ends its side);
    // close() cancels what is left.
    const stop = (upstream: ClientDuplexStream<Buffer, Buffer>) => upstream.end();
    client.on('data', (request: Buffer) => {
      const change = listenChange(request);
      if (change && 'add' in change) {
        const upstream = emulator.makeBidiStreamRequest(LISTEN, raw, raw, new Metadata());
        upstream.on('data', (response: Buffer) => {
          // An answer still on its way when the SDK closed the stream has no one to go to.
          if (!client.cancelled && client.writable) client.write(response);
        });
        upstream.on('error', () => undefined); // our own cancel, or the run ending
        upstream.write(request);
        targets.set(change.add, upstream);
        open.add(upstream);
      } else if (change && 'remove' in change) {
        const upstream = targets.get(change.remove);
        if (upstream) stop(upstream);
        targets.delete(change.remove);
      }
    });
    const stopAll = () => {
      for (const upstream of targets.values()) stop(upstream);
      targets.clear();
    };
    client.on('end', () => {
      stopAll();
      client.end();
    });
    client.on('cancelled', stopAll);
    client.on('error', stopAll);
  }

  const server = new Server();
  server.addService(
    {
      Listen: {
        path: LISTEN,
        requestStream: true,
        responseStream: true,
        requestSerialize: raw,
        requestDeserialize: raw,
        responseSerialize: raw,
        responseDeserialize: raw,
      },
    },
    { Listen: listen },
  );
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    host: '127.0.0.1',
    port,
    close() {
      for (const upstream of open) upstream.cancel();
      open.clear();
      server.forceShutdown();
      emulator.close();
    },
  };
}
