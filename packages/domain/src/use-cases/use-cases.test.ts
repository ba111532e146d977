import { beforeEach, describe, expect, it } from 'vitest';
import type { CallbackSigner } from '../ports/callback-signer.port';
import type {
  GenerationJob,
  GenerationJobOutcome,
  GenerationQueue,
} from '../ports/generation-queue.port';
import type { ImageGenerator } from '../generation/image.generation';
import type { TextGenerator } from '../generation/text.generation';
import type { VoiceGenerator } from '../generation/voice.generation';
import type { VideoGenerator } from '../generation/video.generation';
import { type PaymentCallback, paymentCallbackSigningText } from '../validation/payment.schema';
import { createGenerationSweeper } from './generation-sweeper.use-cases';
import type { UseCasePorts } from './deps';
import { aUser, topUp } from './testing/accounts';
import { createFakePorts } from './testing/fakes';
import { createUseCases } from './use-cases';

const signer: CallbackSigner = {
  sign: (text) => `sig(${text})`,
  verify: (text, signature) => signature === `sig(${text})`,
};
const pageSigner: CallbackSigner = {
  sign: (text) => `page(${text})`,
  verify: (text, signature) => signature === `page(${text})`,
};

function setup(
  options: {
    imageFails?: boolean;
    imageGate?: () => Promise<void>;
    voiceFails?: boolean;
    generationQueue?: GenerationQueue;
    video?: VideoGenerator;
  } = {},
) {
  const fakes = createFakePorts();
  const ledger = fakes.creditLedger;
  let ids = 0;
  const image: ImageGenerator = {
    model: 'demo',
    isAvailable: () => true,
    generate: async (input) => {
      if (options.imageFails) throw new Error('boom');
      await options.imageGate?.();
      return Array.from({ length: input.count }, () => ({
        bytes: new Uint8Array([1]),
        contentType: 'image/png',
        width: 512,
        height: 512,
      }));
    },
  };
  const text: TextGenerator = {
    model: 'demo',
    isAvailable: () => true,
    generate: async (input) => Array.from({ length: input.count }, (_, i) => `text ${i}`),
  };
  const voice: VoiceGenerator = {
    model: 'demo',
    isAvailable: () => true,
    generate: async (input) => {
      if (options.voiceFails) throw new Error('speaker unplugged');
      return {
        bytes: new Uint8Array([1, 2, 3]),
        format: input.format,
        durationSeconds: input.text.length / 10,
        sampleRate: 22050,
      };
    },
  };
  const ports: UseCasePorts = {
    ...fakes,
    unitOfWork: { run: (work) => work(fakes) },
    fxRates: { rates: async () => ({ EUR: 1, USD: 1.08, GBP: 0.85 }) },
    paymentProvider: {
      id: 'demo',
      expireCheckout: async () => undefined,
      createCheckout: async (order) => ({
        sessionId: `s_${order.orderId}`,
        paymentUrl: `http://pay/${order.orderId}`,
      }),
      retrieveStatus: async () => null,
    },
    callbackSigner: signer,
    demoPageSigner: pageSigner,
    generators: {
      ...fakes.generators,
      image: [image, { ...image, model: 'gemini', isAvailable: () => false }],
      text: [text],
      voice: [voice, { ...voice, model: 'gemini', isAvailable: () => false }],
      video: options.video ? [options.video] : [],
    },
    ids: {
      uuid: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
      token: () => 'tok',
    },
    ...(options.generationQueue ? { generationQueue: options.generationQueue } : {}),
  };
  const useCases = createUseCases(ports, { publicUrl: 'http://localhost:3000' });
  fakes.generationQueue.handle(useCases.generation.runJob);
  return { fakes, ledger, useCases, ports };
}

const billingInfo = {
  email: 'a@example.com',
  fullName: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  country: 'UK',
  state: 'London',
  city: 'London',
  address: '1 Test Street',
  zipCode: 'SW1A 1AA',
  agreeToTerms: true as const,
};

describe('commerce use cases', () => {
  let s: ReturnType<typeof setup>;
  let userId: string;
  beforeEach(async () => {
    s = setup();
    userId = await aUser(s.fakes);
  });

  async function pendingOrder(credits = 100) {
    const quote = await s.useCases.quotes.create(userId, { credits, currency: 'GBP' });
    if (!quote.ok) throw quote.error;
    const initiated = await s.useCases.checkout.initiate(userId, {
      quoteId: quote.value.quote.id,
      billingInfo,
    });
    if (!initiated.ok) throw initiated.error;
    return (await s.fakes.transactions.findByOrderId(initiated.value.orderId))!;
  }

  const signed = (fields: Omit<PaymentCallback, 'signature'>): PaymentCallback => ({
    ...fields,
    signature: signer.sign(paymentCallbackSigningText(fields)),
  });
  const nowSeconds = () => Math.floor(s.fakes.clock.now().getTime() / 1000);

  it('quotes expire after 30 minutes on the injected clock and belong to their user', async () => {
    const quote = await s.useCases.quotes.create(userId, { credits: 100, currency: 'GBP' });
    const id = quote.ok ? quote.value.quote.id : '';
    expect(quote.ok && quote.value.quote.convertedAmount).toBe('8.08');
    expect((await s.useCases.quotes.get('someone-else', id)).ok).toBe(false);
    s.fakes.clock.advance(30 * 60_000);
    const expired = await s.useCases.quotes.get(userId, id);
    expect(expired.ok ? null : expired.error.code).toBe('not_found');
    const initiated = await s.useCases.checkout.initiate(userId, { quoteId: id, billingInfo });
    expect(initiated.ok).toBe(false);
    expect(s.fakes.transactions.rows).toHaveLength(0);
  });

  it('checkout makes the order from the quote: amount in the quote currency, provider session attached', async () => {
    const order = await pendingOrder(100);
    expect(order).toMatchObject({
      amountCents: 808,
      currency: 'GBP',
      credits: 100,
      status: 'pending',
      sessionId: `s_${order.orderId}`,
    });
  });

  it('callback: signature, then timestamp window, then order, amount and currency', async () => {
    const order = await pendingOrder();
    const base = {
      orderId: order.orderId,
      status: 'completed' as const,
      amount: '8.08',
      currencyCode: 'GBP',
      timestamp: nowSeconds(),
    };
    const code = async (callback: PaymentCallback) => {
      const result = await s.useCases.payments.handleCallback(callback);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(await code({ ...base })).toBe('invalid_signature');
    expect(await code({ ...signed(base), amount: '9.99' })).toBe('invalid_signature');
    expect(await code(signed({ ...base, timestamp: nowSeconds() - 301 }))).toBe('validation_error');
    expect(await code(signed({ ...base, timestamp: nowSeconds() + 61 }))).toBe('validation_error');
    expect(await code(signed({ ...base, amount: '8.09' }))).toBe('validation_error');
    expect(await code(signed({ ...base, currencyCode: 'EUR' }))).toBe('validation_error');
    expect(await code(signed({ ...base, orderId: 'nope' }))).toBe('validation_error');
    expect(await s.ledger.balance(userId)).toBe(0);
    expect(await code(signed(base))).toBe('ok');
    expect(await code(signed(base))).toBe('ok');
    expect(await s.ledger.balance(userId)).toBe(100);
  });

  it('failed then completed credits once; failed after a credit changes nothing', async () => {
    const order = await pendingOrder();
    const base = {
      orderId: order.orderId,
      amount: '8.08',
      currencyCode: 'GBP',
      timestamp: nowSeconds(),
    };
    await s.useCases.payments.handleCallback(signed({ ...base, status: 'failed' }));
    expect((await s.fakes.transactions.findByOrderId(order.orderId))?.status).toBe('failed');
    await s.useCases.payments.handleCallback(signed({ ...base, status: 'completed' }));
    await s.useCases.payments.handleCallback(signed({ ...base, status: 'cancelled' }));
    expect(await s.fakes.transactions.findByOrderId(order.orderId)).toMatchObject({
      status: 'completed',
      credited: true,
    });
    expect(await s.ledger.balance(userId)).toBe(100);
  });

  it('the demo page pays through the callback path and needs the order’s token', async () => {
    const order = await pendingOrder();
    const bad = await s.useCases.payments.completeDemoPayment(order.orderId, 'wrong', 'pay');
    expect(bad.ok).toBe(false);
    // The callback's signer does not make page tokens: each use has its own key.
    const forged = signer.sign(`demo-pay|${order.orderId}`);
    expect((await s.useCases.payments.completeDemoPayment(order.orderId, forged, 'pay')).ok).toBe(
      false,
    );
    const token = pageSigner.sign(`demo-pay|${order.orderId}`);
    const paid = await s.useCases.payments.completeDemoPayment(order.orderId, token, 'pay');
    expect(paid.ok && paid.value.credited).toBe(true);
    expect(await s.ledger.balance(userId)).toBe(100);
    const status = await s.useCases.payments.status(
      userId,
      order.orderId,
      order.sessionId ?? undefined,
    );
    expect(status.ok && status.value).toEqual({
      orderId: order.orderId,
      status: 'completed',
      credited: true,
      credits: 100,
      credits_balance: 100,
    });
    expect((await s.useCases.payments.status('other', order.orderId)).ok).toBe(false);
  });

  it('an order comes back to checkout with its own quote while valid, then without; owner only', async () => {
    const order = await pendingOrder(100);
    const view = async (who = userId) => {
      const result = await s.useCases.checkout.order(who, order.orderId);
      return result.ok ? result.value : result.error.code;
    };
    expect(await view()).toEqual({
      orderId: order.orderId,
      status: 'pending',
      credited: false,
      credits: 100,
      amount: '8.08',
      currency: 'GBP',
      created_at: order.createdAt.toISOString(),
      quote: expect.objectContaining({ id: order.quoteId, credits: 100, convertedAmount: '8.08' }),
    });
    expect(await view('someone-else')).toBe('not_found');
    expect((await s.useCases.checkout.order(userId, 'order_nope')).ok).toBe(false);
    s.fakes.clock.advance(30 * 60_000);
    expect(await view()).toMatchObject({ status: 'pending', quote: null });
  });

  it('the cancel URL brings the order back to checkout', async () => {
    const urls: string[] = [];
    const create = s.ports.paymentProvider.createCheckout;
    Object.assign(s.ports.paymentProvider, {
      createCheckout: async (o: Parameters<typeof create>[0]) => {
        urls.push(o.cancelUrl);
        return create(o);
      },
    });
    const order = await pendingOrder();
    expect(urls).toEqual([`http://localhost:3000/checkout?orderId=${order.orderId}`]);
  });

  it('status finds the owner’s order by the session id alone', async () => {
    const order = await pendingOrder();
    const bySession = await s.useCases.payments.status(userId, undefined, order.sessionId!);
    expect(bySession.ok && bySession.value.orderId).toBe(order.orderId);
    const foreign = await s.useCases.payments.status('other', undefined, order.sessionId!);
    expect(foreign.ok ? 'ok' : foreign.error.code).toBe('not_found');
    const neither = await s.useCases.payments.status(userId, undefined, undefined);
    expect(neither.ok ? 'ok' : neither.error.code).toBe('not_found');
  });

  const job = {
    model: 'demo' as const,
    prompt: 'a cat',
    style: 'realistic' as const,
    aspectRatio: '1:1' as const,
    targetSize: 512 as const,
    size: '512x512' as const,
    count: 2,
    guidance: 7,
    upscale: false,
    styleTransfer: false,
  };

  it('generation: cost, debit, completed row, remaining credits; 402 wording for images and texts', async () => {
    const short = await s.useCases.generation.generate('image', userId, job);
    expect(short.ok ? null : short.error.message).toBe('Insufficient credits: need 4 more credits');
    const text = await s.useCases.generation.generate('text', userId, {
      prompt: 'x',
      textType: 'email',
      textLength: 'long',
      writingStyle: 'formal',
      outputLanguage: 'english',
      count: 1,
    });
    expect(text.ok ? null : text.error.message).toBe('Insufficient balance: need 4 more credits');
    expect(s.fakes.generations.rows).toHaveLength(0);

    await topUp(s.fakes, userId, 10);
    const done = await s.useCases.generation.generate('image', userId, job);
    expect(done.ok && done.value).toMatchObject({
      creditsUsed: 4,
      remainingCredits: 6,
      model: 'demo',
    });
    expect(done.ok && done.value.images).toHaveLength(2);
    expect(s.fakes.generations.rows[0]).toMatchObject({ status: 'completed', costCredits: 4 });
  });

  it('a failing model: generation failed with its message, credits refunded once', async () => {
    s = setup({ imageFails: true });
    userId = await aUser(s.fakes, { email: 'b@example.com', fullName: 'B' });
    await topUp(s.fakes, userId, 10);
    const result = await s.useCases.generation.generate('image', userId, job);
    expect(result.ok ? null : result.error.code).toBe('generation_failed');
    expect(s.fakes.generations.rows[0]).toMatchObject({
      status: 'failed',
      errorMessage: 'Generation failed',
    });
    expect(await s.ledger.balance(userId)).toBe(10);
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup', 'generation_debit', 'refund']);
  });

  it('an unconfigured model is 503-worthy before anything is charged', async () => {
    await topUp(s.fakes, userId, 10);
    const result = await s.useCases.generation.generate('image', userId, {
      ...job,
      model: 'gemini',
    });
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'model_unavailable',
      message: 'Model gemini is not configured',
    });
    expect(await s.ledger.balance(userId)).toBe(10);
    expect(s.useCases.generation.models()).toEqual({
      image: [
        { id: 'demo', available: true },
        { id: 'gemini', available: false },
      ],
      text: [{ id: 'demo', available: true }],
      voice: [
        { id: 'demo', available: true },
        { id: 'gemini', available: false },
      ],
      video: [],
      edit: [],
      variation: [],
      rewrite: [],
    });
  });

  const speech = {
    text: 'Hello there',
    language: 'en' as const,
    voice: 'Kore' as const,
    speed: 1.25,
    format: 'wav' as const,
    model: 'demo' as const,
  };

  it('voice: 3 credits per started 1,000 characters, the audio stored, the row completed', async () => {
    const short = await s.useCases.generation.generate('voice', userId, speech);
    expect(short.ok ? null : short.error.message).toBe('Insufficient credits: need 3 more credits');
    await topUp(s.fakes, userId, 10);
    const done = await s.useCases.generation.generate('voice', userId, speech);
    expect(done.ok && done.value).toEqual({
      audio: {
        url: expect.stringMatching(/^\/media\/.+\.wav$/),
        format: 'wav',
        durationSeconds: 1.1,
        sampleRate: 22050,
      },
      creditsUsed: 3,
      remainingCredits: 7,
      model: 'demo',
    });
    expect(s.fakes.generations.rows[0]).toMatchObject({
      generationType: 'voice',
      prompt: 'Hello there',
      status: 'completed',
      costCredits: 3,
      resultUrl: done.ok ? done.value.audio.url : null,
      parameters: expect.objectContaining({ voice: 'Kore', speed: 1.25, format: 'wav' }),
    });
    const long = await s.useCases.generation.generate('voice', userId, {
      ...speech,
      text: 'a'.repeat(1001),
      format: 'mp3',
    });
    expect(long.ok && long.value).toMatchObject({
      audio: { url: expect.stringMatching(/\.mp3$/), format: 'mp3' },
      creditsUsed: 6,
      remainingCredits: 1,
    });
  });

  it('voice: a failing model refunds once; an unconfigured one charges nothing', async () => {
    s = setup({ voiceFails: true });
    userId = await aUserWith(s, 10);
    const failed = await s.useCases.generation.generate('voice', userId, speech);
    expect(failed.ok ? null : failed.error.code).toBe('generation_failed');
    expect(s.fakes.generations.rows[0]).toMatchObject({
      generationType: 'voice',
      status: 'failed',
    });
    expect(await s.ledger.balance(userId)).toBe(10);
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup', 'generation_debit', 'refund']);
    const gemini = await s.useCases.generation.generate('voice', userId, {
      ...speech,
      model: 'gemini',
    });
    expect(gemini.ok ? null : gemini.error).toMatchObject({
      code: 'model_unavailable',
      message: 'Model gemini is not configured',
    });
    expect(await s.ledger.balance(userId)).toBe(10);
  });
});

/** One 512 px demo image (2 credits). */
const job = {
  model: 'demo' as const,
  prompt: 'a lighthouse',
  style: 'realistic' as const,
  aspectRatio: '1:1' as const,
  targetSize: 512 as const,
  size: '512x512' as const,
  count: 1,
  guidance: 7,
  upscale: false,
  styleTransfer: false,
};

/** A user with `credits` bought credits. */
async function aUserWith(s: ReturnType<typeof setup>, credits = 10) {
  const userId = await aUser(s.fakes, {
    email: `u${Math.random()}@example.com`,
    fullName: 'U',
  });
  await topUp(s.fakes, userId, credits);
  return userId;
}

describe('generation sweeper', () => {
  const MINUTE = 60_000;
  /** Lets the started generation run up to the model (its debit and pending row written). */
  const settled = async () => {
    for (let i = 0; i < 100; i++) await Promise.resolve();
  };

  /** A generation whose process died after the debit: the row stays pending, the user charged. */
  async function strandedGeneration(s: ReturnType<typeof setup>, userId: string, cost = 2) {
    return s.ports.unitOfWork.run(async (repos) => {
      const id = s.ports.ids.uuid();
      const debit = await repos.creditLedger.debit({ userId, generationId: id, credits: cost });
      if (!debit.ok) throw debit.error;
      return repos.generations.createWithId(id, {
        userId,
        generationType: 'image',
        prompt: 'stranded',
        costCredits: cost,
        status: 'pending',
      });
    });
  }

  it('fails and refunds a stale pending generation once, even with two concurrent sweeps; a fresh one is untouched', async () => {
    const s = setup();
    const userId = await aUserWith(s);
    const stale = await strandedGeneration(s, userId);
    s.fakes.clock.advance(11 * MINUTE);
    const fresh = await strandedGeneration(s, userId);
    expect(await s.ledger.balance(userId)).toBe(6);

    const sweeper = createGenerationSweeper(s.ports);
    const reports = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(reports.map((r) => r.refunded).sort()).toEqual([0, 1]);
    expect(reports.reduce((n, r) => n + r.errors, 0)).toBe(0);

    expect(await s.fakes.generations.findById(userId, stale.id)).toMatchObject({
      status: 'failed',
      errorMessage: 'Generation timed out',
    });
    expect((await s.fakes.generations.findById(userId, fresh.id))?.status).toBe('pending');
    const refunds = s.ledger.entries_.filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.idempotencyKey)).toEqual([`refund:${stale.id}`]);
    expect(await s.ledger.balance(userId)).toBe(8);

    // Sweeping again changes nothing; the fresh one goes once it is old enough.
    expect((await sweeper.sweep()).refunded).toBe(0);
    s.fakes.clock.advance(10 * MINUTE + 1);
    expect((await sweeper.sweep()).refunded).toBe(1);
    expect(await s.ledger.balance(userId)).toBe(10);
  });

  it('honours the configured timeout', async () => {
    const s = setup();
    const userId = await aUserWith(s);
    await strandedGeneration(s, userId);
    s.fakes.clock.advance(3 * MINUTE);
    expect((await createGenerationSweeper(s.ports).sweep()).refunded).toBe(0);
    expect(
      (await createGenerationSweeper(s.ports, { timeoutMs: 2 * MINUTE }).sweep()).refunded,
    ).toBe(1);
  });

  it('a completion arriving after the sweep does not mark the refunded generation completed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const s = setup({ imageGate: () => gate });
    const userId = await aUserWith(s);
    const running = s.useCases.generation.generate('image', userId, job);
    await settled();
    expect(s.fakes.generations.rows[0]?.status).toBe('pending');

    s.fakes.clock.advance(11 * MINUTE);
    expect((await createGenerationSweeper(s.ports).sweep()).refunded).toBe(1);
    release();
    const result = await running;
    expect(result.ok ? null : result.error.message).toBe('Generation timed out');
    expect(s.fakes.generations.rows[0]).toMatchObject({
      status: 'failed',
      errorMessage: 'Generation timed out',
      resultUrl: null,
    });
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup', 'generation_debit', 'refund']);
    expect(await s.ledger.balance(userId)).toBe(10);
  });

  it('a model failure after the sweep does not refund twice', async () => {
    let fail!: (error: Error) => void;
    const gate = new Promise<void>((_, reject) => {
      fail = reject;
    });
    const s = setup({ imageGate: () => gate });
    const userId = await aUserWith(s);
    const running = s.useCases.generation.generate('image', userId, job);
    await settled();
    s.fakes.clock.advance(11 * MINUTE);
    expect((await createGenerationSweeper(s.ports).sweep()).refunded).toBe(1);
    fail(new Error('model down'));
    expect((await running).ok).toBe(false);
    expect(s.ledger.entries_.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(s.fakes.generations.rows[0]?.errorMessage).toBe('Generation timed out');
    expect(await s.ledger.balance(userId)).toBe(10);
  });

  it('a completion before the sweep wins: nothing is refunded', async () => {
    const s = setup();
    const userId = await aUserWith(s);
    expect((await s.useCases.generation.generate('image', userId, job)).ok).toBe(true);
    s.fakes.clock.advance(60 * MINUTE);
    expect(await createGenerationSweeper(s.ports).sweep()).toEqual({
      refunded: 0,
      skipped: 0,
      errors: 0,
      trialsLapsed: 0,
      mediaFoldersRemoved: 0,
    });
    expect(await s.ledger.balance(userId)).toBe(8);
  });
});

describe('generation jobs behind a queue', () => {
  const textRequest = {
    prompt: 'a note',
    textType: 'email' as const,
    textLength: 'short' as const,
    writingStyle: 'formal' as const,
    outputLanguage: 'english' as const,
    count: 2,
  };

  /** A queue whose jobs run on "another process": the use cases' own job handler, held back. */
  function queued(
    deliver: (run: () => Promise<GenerationJobOutcome>) => Promise<GenerationJobOutcome>,
    options: {
      imageFails?: boolean;
      /** What the worker is handed instead: the job as someone who can write to the queue left it. */
      edit?: (data: Record<string, unknown>) => Record<string, unknown>;
    } = {},
  ) {
    const jobs: GenerationJob[] = [];
    let handler: (job: GenerationJob) => Promise<GenerationJobOutcome> = async () => {
      throw new Error('no worker yet');
    };
    const edit = options.edit ?? ((data) => data);
    const queue: GenerationQueue = {
      cancel: async () => undefined,
      run: (j) => {
        jobs.push(JSON.parse(JSON.stringify(j)) as GenerationJob);
        return deliver(() =>
          handler(edit(JSON.parse(JSON.stringify(j))) as unknown as GenerationJob),
        );
      },
      start: async () => {
        throw new Error('not in these tests');
      },
      progress: async () => null,
    };
    const s = setup({ ...options, generationQueue: queue });
    handler = s.useCases.generation.runJob;
    return { s, jobs };
  }

  it('reserves before the job is queued; the job settles; the answer is the job’s outcome', async () => {
    let balanceWhenQueued = -1;
    let userId = '';
    const { s, jobs } = queued(async (run) => {
      balanceWhenQueued = await s.ledger.balance(userId);
      return run();
    });
    userId = await aUserWith(s);
    const done = await s.useCases.generation.generate('image', userId, job);
    expect(balanceWhenQueued).toBe(8);
    // The job names the reserved row and nothing else: the row says what runs.
    expect(jobs).toEqual([{ kind: 'image', userId, generationId: expect.any(String) }]);
    expect(done.ok && done.value).toMatchObject({ creditsUsed: 2, remainingCredits: 8 });
    expect(s.fakes.generations.rows[0]).toMatchObject({ status: 'completed' });
  });

  it('a job run again after its settlement (its worker died before acknowledging) answers the same result, charged once', async () => {
    const { s } = queued(async (run) => {
      const first = await run();
      const again = await run();
      expect(again).toEqual(first);
      return again;
    });
    const userId = await aUserWith(s);
    const image = await s.useCases.generation.generate('image', userId, job);
    expect(image.ok && image.value.images).toHaveLength(1);
    const text = await s.useCases.generation.generate('text', userId, textRequest);
    expect(text.ok && text.value.texts).toEqual(['text 0', 'text 1']);
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual([
      'topup',
      'generation_debit',
      'generation_debit',
    ]);
    expect(await s.ledger.balance(userId)).toBe(10 - 2 - 2);
  });

  it('a job the queue lost is failed and refunded once; a worker taking it late changes nothing', async () => {
    let late: () => Promise<GenerationJobOutcome> = async () => {
      throw new Error('not queued');
    };
    const { s } = queued(async (run) => {
      late = run;
      throw new Error('job stalled more than allowable limit');
    });
    const userId = await aUserWith(s);
    const result = await s.useCases.generation.generate('image', userId, job);
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'generation_failed',
      message: 'Generation failed',
    });
    expect(await late()).toMatchObject({ status: 'failed' });
    expect(s.fakes.generations.rows[0]).toMatchObject({ status: 'failed' });
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup', 'generation_debit', 'refund']);
    expect(await s.ledger.balance(userId)).toBe(10);
  });

  it('a model failure on the worker travels back as the answer, refunded once', async () => {
    const { s } = queued((run) => run(), { imageFails: true });
    const userId = await aUserWith(s);
    const result = await s.useCases.generation.generate('image', userId, job);
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'generation_failed',
      message: 'Generation failed',
    });
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup', 'generation_debit', 'refund']);
  });

  it('a job edited in the queue runs what was reserved and paid for, not what the payload says', async () => {
    const bigger = (data: Record<string, unknown>) => ({
      ...data,
      model: 'gemini',
      input: { ...(data.input as object), prompt: 'something else', count: 6 },
      parameters: { ...(data.parameters as object), count: 6 },
    });
    const { s } = queued((run) => run(), { edit: bigger });
    const asked: { prompt: string; count: number }[] = [];
    const demo = s.ports.generators.image[0];
    const text = s.ports.generators.text[0];
    if (!demo || !text) throw new Error('no demo generators');
    const generateImage = demo.generate.bind(demo);
    demo.generate = (input, options) => {
      asked.push({ prompt: input.prompt, count: input.count });
      return generateImage(input, options);
    };
    const generateText = text.generate.bind(text);
    text.generate = (input, options) => {
      asked.push({ prompt: input.prompt, count: input.count });
      return generateText(input, options);
    };
    const userId = await aUserWith(s);
    const image = await s.useCases.generation.generate('image', userId, job);
    expect(image.ok && image.value).toMatchObject({ creditsUsed: 2, model: 'demo' });
    expect(image.ok && image.value.images).toHaveLength(1);
    const text2 = await s.useCases.generation.generate('text', userId, textRequest);
    expect(text2.ok && text2.value.texts).toEqual(['text 0', 'text 1']);
    expect(asked).toEqual([
      { prompt: 'a lighthouse', count: 1 },
      { prompt: 'a note', count: 2 },
    ]);
    expect(s.fakes.generations.rows.map((row) => row.parameters?.count)).toEqual([1, 2]);
    expect(await s.ledger.balance(userId)).toBe(10 - 2 - 2);
  });

  it('an unavailable model is refused before anything is charged or queued', async () => {
    const { s, jobs } = queued((run) => run());
    const userId = await aUserWith(s);
    const result = await s.useCases.generation.generate('image', userId, {
      ...job,
      model: 'gemini',
    });
    expect(result.ok ? null : result.error.code).toBe('model_unavailable');
    expect(jobs).toEqual([]);
    expect(s.ledger.entries_.map((e) => e.kind)).toEqual(['topup']);
  });
});

describe('video: a started job, followed by its id', () => {
  const request = {
    prompt: 'a lighthouse at dusk',
    durationSeconds: 4 as const,
    aspectRatio: '16:9' as const,
    model: 'demo' as const,
  };

  /** A video model held at a gate, which reports progress before it is let through. */
  function gatedVideo(outcome: 'ok' | 'fail' = 'ok') {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const video: VideoGenerator = {
      model: 'demo',
      isAvailable: () => true,
      generate: async (input, options) => {
        calls++;
        options?.onProgress?.(12.7);
        options?.onProgress?.(5); // never backwards
        await gate;
        if (outcome === 'fail') throw new Error('encoder crashed');
        options?.onProgress?.(100); // never 100 before the row says completed
        return {
          bytes: new Uint8Array([0, 0, 0, 1]),
          contentType: 'video/mp4',
          durationSeconds: input.durationSeconds,
          width: 1280,
          height: 720,
        };
      },
    };
    return { video, release, calls: () => calls };
  }

  const settled = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 1000 && !(await check()); i++) await Promise.resolve();
  };
  const flush = async () => {
    for (let i = 0; i < 200; i++) await Promise.resolve();
  };

  it('reserves 5 credits, answers the id at once, reports progress, then the video at 100%', async () => {
    const model = gatedVideo();
    const s = setup({ video: model.video });
    const userId = await aUserWith(s, 12);
    const started = await s.useCases.generation.start('video', userId, request);
    if (!started.ok) throw started.error;
    const id = started.value.generationId;
    expect(await s.ledger.balance(userId)).toBe(7);
    const pending = await s.useCases.generation.progress(userId, id);
    expect(pending.ok && pending.value).toMatchObject({
      id,
      type: 'video',
      status: 'pending',
      progress: 12,
      creditsUsed: 5,
    });
    model.release();
    await settled(async () => s.fakes.generations.rows[0]?.status !== 'pending');
    const done = await s.useCases.generation.progress(userId, id);
    expect(done.ok && done.value).toMatchObject({
      status: 'completed',
      progress: 100,
      video: {
        url: expect.stringMatching(/^\/media\//),
        durationSeconds: 4,
        width: 1280,
        height: 720,
      },
    });
    expect(await s.ledger.balance(userId)).toBe(7);
    expect(model.calls()).toBe(1);
  });

  it('8 seconds cost 10; a short balance is 402 and starts nothing', async () => {
    const model = gatedVideo();
    const s = setup({ video: model.video });
    const userId = await aUserWith(s, 9);
    const refused = await s.useCases.generation.start('video', userId, {
      ...request,
      durationSeconds: 8,
    });
    expect(!refused.ok && refused.error.code).toBe('insufficient_credits');
    expect(await s.ledger.balance(userId)).toBe(9);
    expect(s.fakes.generations.rows).toHaveLength(0);
    expect(model.calls()).toBe(0);
  });

  it('a failed job is refunded exactly once and shows its error code', async () => {
    const model = gatedVideo('fail');
    const s = setup({ video: model.video });
    const userId = await aUserWith(s, 10);
    const started = await s.useCases.generation.start('video', userId, request);
    if (!started.ok) throw started.error;
    model.release();
    await settled(async () => s.fakes.generations.rows[0]?.status !== 'pending');
    const failed = await s.useCases.generation.progress(userId, started.value.generationId);
    expect(failed.ok && failed.value).toMatchObject({
      status: 'failed',
      error: { code: 'generation_failed', message: 'Generation failed' },
    });
    expect(await s.ledger.balance(userId)).toBe(10);
    const refunds = s.ledger.entries_.filter((e) => e.idempotencyKey.startsWith('refund:'));
    expect(refunds).toHaveLength(1);
    // The sweeper finds nothing left to refund.
    s.fakes.clock.advance(60 * 60_000);
    const report = await createGenerationSweeper(s.ports, { timeoutMs: 1 }).sweep();
    expect(report.refunded).toBe(0);
    expect(await s.ledger.balance(userId)).toBe(10);
  });

  it('a job lost with its process stays pending until the sweeper refunds it once, as a timeout', async () => {
    const model = gatedVideo();
    const s = setup({ video: model.video });
    const userId = await aUserWith(s, 10);
    const started = await s.useCases.generation.start('video', userId, request);
    if (!started.ok) throw started.error;
    s.fakes.clock.advance(60 * 60_000);
    const sweeper = createGenerationSweeper(s.ports, { timeoutMs: 1 });
    expect((await sweeper.sweep()).refunded).toBe(1);
    model.release(); // the model answers after all: too late to deliver or charge
    await flush();
    const lost = await s.useCases.generation.progress(userId, started.value.generationId);
    expect(lost.ok && lost.value).toMatchObject({
      status: 'failed',
      error: { code: 'generation_failed', kind: 'timeout' },
    });
    expect(await s.ledger.balance(userId)).toBe(10);
    expect((await sweeper.sweep()).refunded).toBe(0);
  });

  it("another user's generation, or none, is not_found", async () => {
    const model = gatedVideo();
    const s = setup({ video: model.video });
    const owner = await aUserWith(s, 10);
    const other = await aUserWith(s, 10);
    const started = await s.useCases.generation.start('video', owner, request);
    if (!started.ok) throw started.error;
    for (const [user, id] of [
      [other, started.value.generationId],
      [owner, 'no-such-id'],
    ]) {
      const answer = await s.useCases.generation.progress(user ?? '', id ?? '');
      expect(!answer.ok && answer.error.code).toBe('not_found');
    }
    model.release();
  });

  it('behind a queue: starts the job without waiting, reads progress from the queue; a refused start is refunded', async () => {
    const started: GenerationJob[] = [];
    let refuse = false;
    const queue: GenerationQueue = {
      cancel: async () => undefined,
      run: async () => {
        throw new Error('video jobs are started, not waited for');
      },
      start: async (j) => {
        if (refuse) throw new Error('redis down');
        started.push(j);
      },
      progress: async () => 42,
    };
    const s = setup({ video: gatedVideo().video, generationQueue: queue });
    const userId = await aUserWith(s, 10);
    const answer = await s.useCases.generation.start('video', userId, request);
    if (!answer.ok) throw answer.error;
    expect(started).toEqual([
      expect.objectContaining({ kind: 'video', generationId: answer.value.generationId }),
    ]);
    const progress = await s.useCases.generation.progress(userId, answer.value.generationId);
    expect(progress.ok && progress.value.progress).toBe(42);
    refuse = true;
    const refused = await s.useCases.generation.start('video', userId, request);
    expect(!refused.ok && refused.error.code).toBe('generation_failed');
    expect(await s.ledger.balance(userId)).toBe(5);
  });

  it('a started job edited in the queue (8 s for the price of 4) makes the 4 s that was paid for', async () => {
    const started: GenerationJob[] = [];
    const queue: GenerationQueue = {
      run: async () => {
        throw new Error('video jobs are started, not waited for');
      },
      start: async (j) => {
        started.push(JSON.parse(JSON.stringify(j)) as GenerationJob);
      },
      progress: async () => null,
      cancel: async () => undefined,
    };
    const model = gatedVideo();
    const asked: number[] = [];
    const generate = model.video.generate.bind(model.video);
    model.video.generate = (input, options) => {
      asked.push(input.durationSeconds);
      return generate(input, options);
    };
    const s = setup({ video: model.video, generationQueue: queue });
    const userId = await aUserWith(s, 10);
    const answer = await s.useCases.generation.start('video', userId, request);
    if (!answer.ok) throw answer.error;
    const [queuedJob] = started;
    if (!queuedJob) throw new Error('nothing queued');
    const edited = JSON.parse(JSON.stringify(queuedJob)) as Record<string, unknown>;
    const longer = {
      ...edited,
      input: { ...(edited.input as object), durationSeconds: 8 },
      parameters: { ...(edited.parameters as object), durationSeconds: 8 },
    } as unknown as GenerationJob;
    model.release();
    const outcome = await s.useCases.generation.runJob(longer);
    expect(outcome).toMatchObject({ status: 'completed', result: { durationSeconds: 4 } });
    expect(asked).toEqual([4]);
    expect(s.fakes.generations.rows[0]?.parameters).toMatchObject({
      durationSeconds: 4,
      video: { durationSeconds: 4 },
    });
    expect(await s.ledger.balance(userId)).toBe(5);
  });
});
