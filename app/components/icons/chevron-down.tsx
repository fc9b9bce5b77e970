import { icon } from "./icon.tsx";

export default icon("chevron-down", '<path d="m6 9 6 6 6-6"/>');
