import { describe, expect, it } from 'vitest';
import { DemoRewriteGenerator } from './demo-rewrite.generator';

describe('DemoRewriteGenerator', () => {
  it('makes the rewrite offline', async () => {
    const made = await new DemoRewriteGenerator().generate({ prompt: 'a test prompt' });
    expect(made).toBeDefined();
    expect.fail('fill me in: what the demo model makes of a request, checked like a real one');
  });
});
