import { Icon, type IconProps } from "./icon";
import type { IconName } from "./names";

/**
 * The sprite's icons under the names @radix-ui/react-icons gives them, so a screen reads the same
 * as with that package, whose components draw every shape inline where they are used.
 */
const icon = (name: IconName) => {
  const Named = (props: IconProps) => <Icon name={name} {...props} />;
  Named.displayName = name;
  return Named;
};

export const ActivityLogIcon = icon("activity-log");
export const ArchiveIcon = icon("archive");
export const ArrowLeftIcon = icon("arrow-left");
export const ArrowRightIcon = icon("arrow-right");
export const BackpackIcon = icon("backpack");
export const BellIcon = icon("bell");
export const CalendarIcon = icon("calendar");
export const CardStackIcon = icon("card-stack");
export const CaretDownIcon = icon("caret-down");
export const CaretSortIcon = icon("caret-sort");
export const CaretUpIcon = icon("caret-up");
export const CheckIcon = icon("check");
export const CheckCircledIcon = icon("check-circled");
export const ChevronDownIcon = icon("chevron-down");
export const ChevronLeftIcon = icon("chevron-left");
export const ChevronRightIcon = icon("chevron-right");
export const ChevronUpIcon = icon("chevron-up");
export const CircleIcon = icon("circle");
export const ClockIcon = icon("clock");
export const CopyIcon = icon("copy");
export const CounterClockwiseClockIcon = icon("counter-clockwise-clock");
export const Cross1Icon = icon("cross-1");
export const Cross2Icon = icon("cross-2");
export const DesktopIcon = icon("desktop");
export const DownloadIcon = icon("download");
export const ExclamationTriangleIcon = icon("exclamation-triangle");
export const ExitIcon = icon("exit");
export const ExternalLinkIcon = icon("external-link");
export const EyeClosedIcon = icon("eye-closed");
export const EyeOpenIcon = icon("eye-open");
export const FileIcon = icon("file");
export const FileTextIcon = icon("file-text");
export const GearIcon = icon("gear");
export const HamburgerMenuIcon = icon("hamburger-menu");
export const IdCardIcon = icon("id-card");
export const ImageIcon = icon("image");
export const InfoCircledIcon = icon("info-circled");
export const LayersIcon = icon("layers");
export const LockClosedIcon = icon("lock-closed");
export const LockOpen1Icon = icon("lock-open-1");
export const MagnifyingGlassIcon = icon("magnifying-glass");
export const MixerHorizontalIcon = icon("mixer-horizontal");
export const MoonIcon = icon("moon");
export const Pencil1Icon = icon("pencil-1");
export const PersonIcon = icon("person");
export const PlusIcon = icon("plus");
export const QuestionMarkCircledIcon = icon("question-mark-circled");
export const ReloadIcon = icon("reload");
export const ResetIcon = icon("reset");
export const StackIcon = icon("stack");
export const SunIcon = icon("sun");
export const TrashIcon = icon("trash");
export const UploadIcon = icon("upload");
export const VideoIcon = icon("video");
export const SelectChevronIcon = icon("select-chevron");
export { Icon, type IconProps } from "./icon";
