import type { MessageId } from '../lib/i18n/locale-provider';
import { paths } from './paths';

export type GeneratorId = 'image' | 'text' | 'voice' | 'video';

export interface Generator {
  id: GeneratorId;
  href: string;
  label: MessageId;
  description: MessageId;
}

/** The four generators (SPEC §1), in the order the header, sidebar and home page list them. */
export const generators: readonly Generator[] = [
  {
    id: 'image',
    href: paths.generateImage,
    label: 'generators.image.label',
    description: 'generators.image.description',
  },
  {
    id: 'text',
    href: paths.generateText,
    label: 'generators.text.label',
    description: 'generators.text.description',
  },
  {
    id: 'voice',
    href: paths.generateVoice,
    label: 'generators.voice.label',
    description: 'generators.voice.description',
  },
  {
    id: 'video',
    href: paths.generateVideo,
    label: 'generators.video.label',
    description: 'generators.video.description',
  },
];
