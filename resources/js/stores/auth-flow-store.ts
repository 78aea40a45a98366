import { makeAutoObservable } from 'mobx';

export const RESEND_COOLDOWN_S = 60;

/** The sign-in flow across its modals: the phone being confirmed and when a new code may be asked for. */
export class AuthFlowStore {
    phone = '';
    resendAt = 0;

    constructor() {
        makeAutoObservable(this);
    }

    codeSent(phone: string, now: number = Date.now(), cooldownSeconds: number = RESEND_COOLDOWN_S): void {
        this.phone = phone;
        this.resendAt = now + cooldownSeconds * 1000;
    }

    secondsToResend(now: number = Date.now()): number {
        return Math.max(0, Math.ceil((this.resendAt - now) / 1000));
    }

    reset(): void {
        this.phone = '';
        this.resendAt = 0;
    }
}
