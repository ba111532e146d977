// @lumen/adapters/testing: where integration tests find MySQL/MariaDB and Redis.
export {
  createTestMysqlDatabase,
  createTestRedis,
  deleteKeysWithPrefix,
  findMysqlServer,
  findRedisServer,
  randomTestName,
  type TestMysqlDatabase,
  type TestRedis,
} from './services';
export {
  aBillingProfile,
  aGeneration,
  aSavedImage,
  aSavedText,
  aTransaction,
  aUser,
} from './builders';
export {
  type FakeStripe,
  type FakeStripeEventType,
  type FakeStripeRequest,
  type FakeStripeSession,
  parseStripeForm,
  signStripeWebhook,
  startFakeStripe,
} from './fake-stripe';
export {
  FAKE_SPEECH_SAMPLE_RATE,
  type FakeGemini,
  type FakeGeminiBehaviour,
  type FakeGeminiRequest,
  fakeFrame,
  startFakeGemini,
} from './fake-gemini';
export { ledgerSum } from './ledger-sum';
export {
  FAKE_VIDEO_BYTES,
  type FakeGeminiVideo,
  type FakeVideoBehaviour,
  startFakeGeminiVideo,
} from './fake-gemini-video';
export { type Mp4Info, mp4Info } from './mp4-info';
export { editQueuedJob, type QueuedJobAddress, queuedJobData } from './queued-jobs';
export { type S3Peer, startS3Peer } from './s3-peer';
export { type SmtpPeer, startSmtpPeer } from './smtp-peer';
export { imageMetadata, jpegWithLocation, plainImage, pngBomb } from './upload-images';
export { SoftwareAuthenticator } from './software-authenticator';
export { pixelDistance, sourcePicture } from './pictures';
