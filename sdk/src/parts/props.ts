// The attributes of the elements whose drawing is a lazy part: the element (`../radio-*.tsx`) and its
// part both read them from here, so a part never imports the element that lazily imports it.

export interface RadioDonationPopinProps {
  dismissible?: boolean;
}

export interface RadioListenerCounterProps {
  signInUrl?: string;
}
