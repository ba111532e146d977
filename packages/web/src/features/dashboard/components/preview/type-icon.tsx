import { ImageIcon, TextIcon, VideoIcon, VoiceIcon } from '@lumen/ui';
import { useIntl } from 'react-intl';
import { generationTypeMessages } from '@/lib/i18n/domain-messages';
import * as styles from './preview.css';

const typeIcons = { image: ImageIcon, text: TextIcon, voice: VoiceIcon, video: VideoIcon } as const;
type GenerationType = keyof typeof typeIcons;
const isType = (t: string): t is GenerationType => t in typeIcons;

/** A generation's type as an icon with its name; `coloured` gives each type its colour (V5). */
export function TypeIcon({ type, coloured = false }: { type: string; coloured?: boolean }) {
  const intl = useIntl();
  const Icon = isType(type) ? typeIcons[type] : UnknownTypeIcon;
  return (
    <span
      className={
        coloured && isType(type) ? `${styles.typeIcon} ${styles.typeColor[type]}` : styles.typeIcon
      }
      role="img"
      aria-label={isType(type) ? intl.formatMessage(generationTypeMessages[type]) : type}
    >
      <Icon aria-hidden="true" />
    </span>
  );
}

/** A type the app has no icon for (one added on the server later): the text icon. */
function UnknownTypeIcon(props: React.SVGProps<SVGSVGElement>) {
  return <TextIcon {...props} />;
}
