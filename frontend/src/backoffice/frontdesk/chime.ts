// The frontdesk's ring: a short two-tone beep through Web Audio (no audio file to load). Browsers only
// allow sound after a user gesture, so the screen asks for one tap when the context is suspended.

export interface Chime {
  /** True when the browser lets the page play sound. */
  readonly ready: boolean;
  /** Called from a tap; resumes the audio context. */
  unlock(): Promise<void>;
  play(): void;
}

export function webAudioChime(): Chime {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  let context: AudioContext | null = null;
  const ctx = () => (context ??= Ctor ? new Ctor() : null);
  return {
    get ready() {
      return ctx()?.state === 'running';
    },
    async unlock() {
      await ctx()?.resume();
    },
    play() {
      const audio = ctx();
      if (!audio || audio.state !== 'running') return;
      const start = audio.currentTime;
      for (const [offset, frequency] of [
        [0, 880],
        [0.25, 660],
      ] as const) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + offset);
        gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
        osc.connect(gain).connect(audio.destination);
        osc.start(start + offset);
        osc.stop(start + offset + 0.24);
      }
    },
  };
}
