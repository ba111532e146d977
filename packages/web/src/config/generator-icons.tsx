import type { ComponentType, SVGProps } from 'react';
import { ImageIcon, TextIcon, VideoIcon, VoiceIcon } from '@lumen/ui';
import type { GeneratorId } from './generators';

export const generatorIcons: Record<GeneratorId, ComponentType<SVGProps<SVGSVGElement>>> = {
  image: ImageIcon,
  text: TextIcon,
  voice: VoiceIcon,
  video: VideoIcon,
};
