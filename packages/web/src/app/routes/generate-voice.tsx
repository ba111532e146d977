import { GeneratorLanding } from './landing';

export function Component() {
  return <GeneratorLanding generator="voice" />;
}
