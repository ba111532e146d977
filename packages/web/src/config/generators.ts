import { defineMessages, type MessageDescriptor } from 'react-intl';

export type GeneratorId = 'image' | 'text' | 'voice' | 'video';

export interface Generator {
  id: GeneratorId;
  href: string;
  /**
   * The screen module (`src/app/routes/<screen>.tsx`) its path renders: the router and the
   * build's prerendering take the path from here (config/paths.ts, `screenModules`).
   */
  screen: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
}

/** Each generator's own path (SPEC §2); `paths` names them too. */
export const generatorPaths = {
  image: '/generate/image',
  text: '/generate/text',
  voice: '/generate/voice',
  video: '/generate/video',
} as const satisfies Record<GeneratorId, string>;

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

/**
 * The generators with a screen of their own (SPEC §1), in the order the header, sidebar and
 * home page list them: a new one is an entry here (its path, screen and words), nothing else in
 * the app's configuration.
 */
export const generators: readonly Generator[] = [
  {
    id: 'image',
    href: generatorPaths.image,
    screen: 'image-generator',
    label: m.imageLabel,
    description: m.imageDescription,
  },
  {
    id: 'text',
    href: generatorPaths.text,
    screen: 'text-generator',
    label: m.textLabel,
    description: m.textDescription,
  },
  {
    id: 'voice',
    href: generatorPaths.voice,
    screen: 'generate-voice',
    label: m.voiceLabel,
    description: m.voiceDescription,
  },
  {
    id: 'video',
    href: generatorPaths.video,
    screen: 'generate-video',
    label: m.videoLabel,
    description: m.videoDescription,
  },
];
