/** The requests remote's transport page for a production request's outputs: the carrier takes them to its requester. */
export const transportPathFor = (requestId: string) => `/requestTransport?linkedRequestId=${encodeURIComponent(requestId)}`;
