import net from 'node:net';

// The same bytes, typed as what socket.write accepts (@types/node 20's Buffer is not one to TS 5.9).
const bytes = (chunk: Buffer) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * A TCP proxy in front of PostgreSQL that a test can take away and give back, as an outage or a
 * restart would: `cut()` drops every connection and refuses new ones, `blackHole()` accepts
 * connections but never answers (a server that hangs), `stall()` keeps every connection open but
 * relays nothing either way (a server or a network gone silent), or only the connections given,
 * `restore()` forwards again on the same port, and `dropAnswerTo('commit')` lets the server commit
 * but loses its answer.
 */
export class TcpProxy {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();
  private readonly upstreams = new Set<net.Socket>();
  /** Each forwarded connection's socket to the server, by the client's socket. */
  private readonly pairs = new Map<net.Socket, net.Socket>();
  /** Client sockets whose bytes are dropped, both ways (stall). */
  private readonly stalled = new Set<net.Socket>();
  private mode: 'forward' | 'blackHole' | 'stall' = 'forward';
  private dropAnswer: { statement: string; resolve: () => void } | null = null;
  port = 0;
  /** Connections accepted and left without an answer by blackHole(). */
  held = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Every open connection destroyed, new ones refused (nothing listens on the port). */
  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Every open connection destroyed; new ones are accepted and then left without an answer. */
  async blackHole(): Promise<void> {
    await this.cut();
    this.mode = 'blackHole';
    await this.listen();
  }

  /**
   * Connections stay open and nothing more crosses them, either way. With `upstreamPorts` (see
   * upstreamPorts()), only those connections; without, every one, and new ones are accepted and
   * left without an answer.
   */
  stall(upstreamPorts?: number[]): void {
    if (!upstreamPorts) this.mode = 'stall';
    for (const [client, upstream] of this.pairs) {
      if (!upstreamPorts || upstreamPorts.includes(upstream.localPort ?? -1)) this.stalled.add(client);
    }
  }

  async restore(): Promise<void> {
    // A stalled connection lost bytes: it cannot be resumed, only ended.
    if (this.mode !== 'forward' || this.stalled.size > 0) await this.cut();
    this.stalled.clear();
    this.mode = 'forward';
    if (!this.server.listening) await this.listen();
  }

  /**
   * The next `statement` (e.g. 'begin', 'commit') reaches the server, which runs it; its answer is
   * swallowed and that connection dropped, so the client cannot tell. Resolves once that happened.
   */
  dropAnswerTo(statement: string): Promise<void> {
    return new Promise((resolve) => (this.dropAnswer = { statement, resolve }));
  }

  /** The local ports of the proxy's connections to the server (pg_stat_activity.client_port). */
  upstreamPorts(): number[] {
    return [...this.upstreams].map((socket) => socket.localPort).filter((port): port is number => port !== undefined);
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode !== 'forward') {
      this.held += 1;
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    this.upstreams.add(upstream);
    this.pairs.set(client, upstream);
    upstream.on('close', () => this.upstreams.delete(upstream));
    client.on('close', () => (this.pairs.delete(client), this.stalled.delete(client)));
    let dropAnswer: (() => void) | null = null;
    client.on('data', (chunk) => {
      if (this.stalled.has(client)) return;
      // node-postgres sends drizzle's BEGIN and COMMIT as simple queries: 'Q', length, "commit\0".
      if (this.dropAnswer && chunk.includes(`${this.dropAnswer.statement}\0`)) {
        dropAnswer = this.dropAnswer.resolve;
        this.dropAnswer = null;
      }
      upstream.write(bytes(chunk));
    });
    upstream.on('data', (chunk) => {
      if (this.stalled.has(client)) return;
      if (!dropAnswer) {
        client.write(bytes(chunk));
        return;
      }
      client.destroy();
      upstream.destroy();
      dropAnswer();
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
