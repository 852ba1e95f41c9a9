import { createElement, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import './effectTiming';

function renderLogged(ran: string[]) {
  function Title() {
    useEffect(() => {
      ran.push('effect');
    });
    return createElement('h2', null, 'Talk to us');
  }
  render(createElement(Title, null), document.createElement('div'));
}

function nextTask(ran: string[]) {
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      ran.push('next task');
      resolve();
    }),
  );
}

// One sequence: the timing changes for good at the first interaction.
describe('effect timing of the shipped runtime (preact/compat)', () => {
  it('runs effects after the paint until the visitor interacts, then as soon as the render is done', async () => {
    const beforeInput: string[] = [];
    renderLogged(beforeInput);
    await nextTask(beforeInput);
    expect(beforeInput).toEqual(['next task']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beforeInput).toEqual(['next task', 'effect']);

    const button = document.body.appendChild(document.createElement('button'));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    const afterInput: string[] = [];
    renderLogged(afterInput);
    await nextTask(afterInput);
    expect(afterInput).toEqual(['effect', 'next task']);
  });
});
