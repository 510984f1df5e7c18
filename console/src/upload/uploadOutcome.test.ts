import { describe, expect, it } from 'vitest';
import { uploadFailureOf } from './uploadOutcome';

describe('the upload outcome (spec 000 §8)', () => {
  it('is a success for a 2xx answer without a body status', () => {
    expect(uploadFailureOf({ httpStatus: 201, body: { id: 'x' } })).toBeNull();
    expect(uploadFailureOf({ httpStatus: 200, body: { status: 200, data: {} } })).toBeNull();
  });

  it('reports the body status of a successful answer whose status is not 200', () => {
    expect(uploadFailureOf({ httpStatus: 200, body: { status: 420, message: 'Full' } })).toEqual({
      code: 420,
      message: 'Full',
      fieldErrors: {},
    });
  });

  it('prefers the catalogue code in the body over the HTTP status', () => {
    const failure = uploadFailureOf({
      httpStatus: 400,
      body: { status: 412, message: 'Bad file', errors: { file: 'validate.file.notAllowed' } },
    });
    expect(failure).toEqual({
      code: 412,
      message: 'Bad file',
      fieldErrors: { file: 'validate.file.notAllowed' },
    });
  });

  it('reports the HTTP status when the body says nothing, and 500 when the network failed', () => {
    expect(uploadFailureOf({ httpStatus: 404, body: null })?.code).toBe(404);
    expect(uploadFailureOf({ httpStatus: 0, body: null })?.code).toBe(500);
  });

  it("reports a bare HTTP 413 (a proxy's limit) as a file too large, not as catalogue 413", () => {
    expect(uploadFailureOf({ httpStatus: 413, body: null })).toEqual({
      code: 412,
      message: null,
      fieldErrors: { file: 'validate.file.tooLarge' },
    });
  });
});
