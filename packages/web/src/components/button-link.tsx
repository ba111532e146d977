import { Button, type ButtonProps } from '@lumen/ui';
import { useNavigate } from 'react-router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'onPress'> {
  href: string;
}

/**
 * A button that navigates within the app.
 * TODO(ui): replace with the design system's Link rendered as a button once @lumen/ui ships it.
 */
export function ButtonLink({ href, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  return <Button {...props} onPress={() => navigate(href)} />;
}
