import { defineMessages, type MessageDescriptor } from 'react-intl';
import { paths } from './paths';

export type GeneratorId = 'image' | 'text' | 'voice' | 'video';

export interface Generator {
  id: GeneratorId;
  href: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
}

const m = defineMessages({
  imageLabel: { id: 'generators.image.label' },
  imageDescription: { id: 'generators.image.description' },
  textLabel: { id: 'generators.text.label' },
  textDescription: { id: 'generators.text.description' },
  voiceLabel: { id: 'generators.voice.label' },
  voiceDescription: { id: 'generators.voice.description' },
  videoLabel: { id: 'generators.video.label' },
  videoDescription: { id: 'generators.video.description' },
});

/** The four generators (SPEC §1), in the order the header, sidebar and home page list them. */
export const generators: readonly Generator[] = [
  {
    id: 'image',
    href: paths.generateImage,
    label: m.imageLabel,
    description: m.imageDescription,
  },
  {
    id: 'text',
    href: paths.generateText,
    label: m.textLabel,
    description: m.textDescription,
  },
  {
    id: 'voice',
    href: paths.generateVoice,
    label: m.voiceLabel,
    description: m.voiceDescription,
  },
  {
    id: 'video',
    href: paths.generateVideo,
    label: m.videoLabel,
    description: m.videoDescription,
  },
];
