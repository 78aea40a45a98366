/**
 * A short two-note chime made with the Web Audio API (no audio file). Browsers start audio only after a user
 * gesture: unlock() is called from the "sound on" tap, play() afterwards.
 */
export class Chime {
    private context: AudioContext | null = null;

    get ready(): boolean {
        return this.context !== null && this.context.state === 'running';
    }

    async unlock(): Promise<boolean> {
        const Context =
            window.AudioContext ??
            (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (!Context) return false;
        this.context ??= new Context();
        if (this.context.state === 'suspended') await this.context.resume();
        this.play(0.001);
        return this.ready;
    }

    play(volume = 0.25): void {
        const context = this.context;
        if (!context || context.state !== 'running') return;
        const start = context.currentTime;
        [880, 1318.5].forEach((frequency, i) => {
            const oscillator = context.createOscillator();
            const gain = context.createGain();
            const at = start + i * 0.18;
            oscillator.type = 'sine';
            oscillator.frequency.value = frequency;
            gain.gain.setValueAtTime(0.0001, at);
            gain.gain.exponentialRampToValueAtTime(volume, at + 0.02);
            gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
            oscillator.connect(gain).connect(context.destination);
            oscillator.start(at);
            oscillator.stop(at + 0.5);
        });
    }

    /** One short, sharp beep (the accept alarm repeats it while an order waits too long). */
    beep(volume = 0.3): void {
        const context = this.context;
        if (!context || context.state !== 'running') return;
        const at = context.currentTime;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'square';
        oscillator.frequency.value = 988;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
        gain.gain.setValueAtTime(volume, at + 0.2);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(at);
        oscillator.stop(at + 0.3);
    }

    close(): void {
        void this.context?.close();
        this.context = null;
    }
}
