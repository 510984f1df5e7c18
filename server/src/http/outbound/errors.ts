/** Why an outbound call did not get an answer; `name` keeps fetch's TimeoutError for timeouts. */
export type OutboundFailure =
  'refused' | 'unresolved' | 'unreachable' | 'timeout' | 'too-large' | 'redirect';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
    /** Answered from the failure cache: no connection was tried. */
    readonly isCached = false,
  ) {
    super(message);
    this.name = failure === 'timeout' ? 'TimeoutError' : 'OutboundError';
  }
}
