/** Events other parts (and other server instances, via Redis) react to. */
export type DomainEvent =
  | {
      readonly type: 'payment.credited';
      readonly userId: string;
      readonly orderId: string;
      readonly credits: number;
      readonly balance: number;
    }
  | { readonly type: 'balance.changed'; readonly userId: string; readonly balance: number }
  | {
      readonly type: 'generation.finished';
      readonly userId: string;
      readonly generationId: string;
      readonly status: 'completed' | 'failed';
    };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<T extends DomainEventType>(
    type: T,
    handler: (event: DomainEventOf<T>) => void | Promise<void>,
  ): () => void;
}
