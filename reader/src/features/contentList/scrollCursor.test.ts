import { describe, expect, it } from 'vitest';
import { ScrollCursor } from './scrollCursor';

describe('SCROLL paging cursor', () => {
  it('asks for each page once, in order, and stops after the last', () => {
    const cursor = new ScrollCursor();
    expect(cursor.take()).toBe(1);
    expect(cursor.take()).toBeNull(); // page 1 still in flight
    cursor.settle({ pageNumber: 1, totalPages: 2 });
    expect(cursor.take()).toBe(2);
    cursor.settle({ pageNumber: 2, totalPages: 2 });
    expect(cursor.take()).toBeNull();
  });

  it('never asks for an answered page again, however late the caller is', () => {
    // The CI failure: an observer callback from before the answer's render asked for page 1 again.
    const cursor = new ScrollCursor();
    cursor.take();
    cursor.settle({ pageNumber: 1, totalPages: 5 });
    expect(cursor.take()).toBe(2);
  });

  it('waits after a failure until retried, then asks for the same page', () => {
    const cursor = new ScrollCursor();
    cursor.take();
    cursor.settle({ pageNumber: 1, totalPages: 3 });
    expect(cursor.take()).toBe(2);
    cursor.fail();
    expect(cursor.take()).toBeNull();
    expect(cursor.retry()).toBe(2);
  });

  it('starts again at page 1 after a reset, even with a page in flight', () => {
    const cursor = new ScrollCursor();
    cursor.take();
    cursor.settle({ pageNumber: 1, totalPages: 3 });
    cursor.take();
    cursor.reset();
    expect(cursor.take()).toBe(1);
  });

  it('asks for nothing more when the first answer is empty', () => {
    const cursor = new ScrollCursor();
    cursor.take();
    cursor.settle({ pageNumber: 1, totalPages: 0 });
    expect(cursor.take()).toBeNull();
  });
});
