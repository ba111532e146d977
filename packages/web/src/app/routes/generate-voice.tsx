import { GeneratorLanding } from './landing';

export function Component() {
  return <GeneratorLanding name="landing.voice" />;
}
