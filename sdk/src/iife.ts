// Entry of dist/radio-sdk.js: the SDK's side effects only (elements, window.RadioSDK).
import './index';
