import { options } from 'preact';

// Builds run on preact/compat (vite.config.ts). Preact runs a render's effects after the next
// paint; React runs those of input before it, and Zag's dialogs rely on that: a frame after opening
// they look for their title to be named by, and need their content rendered by then. Once the
// visitor has interacted, effects run as soon as their render is done. Until then Preact's timing
// stays: the page's first renders paint sooner and do not grow into long tasks with their effects.

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'input', 'click'] as const;

function runEffectsAfterRender(flushEffects: () => void) {
  queueMicrotask(flushEffects);
}

function onFirstInteraction() {
  options.requestAnimationFrame = runEffectsAfterRender;
  for (const type of INTERACTION_EVENTS) {
    window.removeEventListener(type, onFirstInteraction, { capture: true });
  }
}

for (const type of INTERACTION_EVENTS) {
  window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
}
