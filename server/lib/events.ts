import { EventEmitter } from 'node:events';

/**
 * Everything one module tells the others without knowing them, by event name. A module that emits
 * a new event adds it here with its payload; listeners are typed by it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in server/ports.ts
export interface AppEvents {}

export interface EventBus {
  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void;
  /** Listens until the returned function is called. */
  on<K extends keyof AppEvents>(name: K, listener: (payload: AppEvents[K]) => void): () => void;
}

/** The app's one in-process bus (`app.events`); a listener that throws is logged, never the emitter's problem. */
export function createEventBus(onListenerError: (error: unknown, name: string) => void = () => {}): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(name, payload) {
      for (const listener of emitter.listeners(name)) {
        try {
          (listener as (p: unknown) => void)(payload);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    on(name, listener) {
      emitter.on(name, listener as (p: unknown) => void);
      return () => emitter.off(name, listener as (p: unknown) => void);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one event bus between modules (server/lib/events.ts). */
    events: EventBus;
  }
}
