import type { Request, RequestLine } from '@agrocadena/contracts';

/** One product a carrier carries, and the transport it travels in. */
export interface GoodsInTransport {
  key: string;
  line: RequestLine;
  transport: Request;
}

/**
 * The carrier's products in transport (/userProducts of LOGISTIC users,
 * docs/domain.md#transport-requests): every line of every transport on the road.
 */
export const goodsInTransport = (transports: readonly Request[]): GoodsInTransport[] =>
  transports.flatMap((transport) => transport.deliveredProducts.map((line) => ({ key: `${transport._id}:${line.product._id}`, line, transport })));
