import { Button, ArrowUpIcon } from '@lumen/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { scrollToTop } from '@/lib/scroll';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/config/screen';
import * as styles from './header.css';

/** SPEC §2: appears when scrolled more than 300 px; scrolls smoothly to the top. */
export function BackToTop() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className={styles.backToTop}
      variant="secondary"
      isIconOnly
      aria-label={intl.formatMessage({ id: 'header.backToTop' })}
      onPress={scrollToTop}
    >
      <ArrowUpIcon />
    </Button>
  );
}
