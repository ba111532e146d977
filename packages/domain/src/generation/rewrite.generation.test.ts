import { describe, expect, it } from 'vitest';
import { rewriteGeneration } from './rewrite.generation';

describe('rewriteGeneration', () => {
  it('prices a request, keeps what its job runs and answers the stored result', () => {
    expect(rewriteGeneration.type).toBe('rewrite');
    expect.fail(
      'fill me in: the cost rule, the parameters the row keeps, what `reserved` reads back, what `store` keeps',
    );
  });
});
