import { toast } from '@lumen/ui';

/** The app's toasts go through the ui queue (one at a time, 5 s). */
export const notify = {
  success: (title: string, description?: string) => toast({ title, description }),
  error: (title: string, description?: string) =>
    toast({ title, description, variant: 'destructive' }),
};
