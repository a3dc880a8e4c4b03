export { PlayerProvider, usePlayer, usePlayerState } from './context';
export {
  DEFAULT_DONATION_URL,
  DonationPopin,
  type DonationPopinProps,
  type DonationTexts,
  DonationTextsView,
} from './DonationPopin';
export {
  imageUrl,
  isLiveSound,
  paragraphs,
  plainText,
  progressText,
  rateLabel,
  spokenDuration,
} from './format';
export { Icon, type IconName } from './Icon';
export { ListenerCounter, type ListenerCounterProps } from './ListenerCounter';
export { LiveBar } from './LiveBar';
export { LivePlayer, type LivePlayerProps } from './LivePlayer';
export { ModalHost, type ModalHostProps, SDK_MODAL_KINDS } from './ModalHost';
export { PlayButton } from './PlayButton';
export {
  type EpisodePreview,
  PlayerBar,
  type PlayerBarProps,
  RATES,
  SKIP_BACK_S,
  SKIP_FORWARD_S,
} from './PlayerBar';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { StartOverButton, StartOverPosition } from './StartOver';
export { FOCUS_RANK, handlesOwnKeys, useFocusShortcut } from './shortcuts';
export * as styles from './styles';
export { UpNextButton, UpNextList } from './UpNext';
export { VolumeControl } from './VolumeControl';
