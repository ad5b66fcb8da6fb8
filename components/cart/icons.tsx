// The shopping buttons' icons (the page's sprite: components/ui/icon-sprite.tsx).
import { Icon } from "@/components/ui/icon";

type IconProps = { filled?: boolean; size?: number };

export const HeartIcon = ({ filled = false, size = 20 }: IconProps) => <Icon name="heart" size={size} filled={filled} />;
export const CompareIcon = ({ size = 20 }: IconProps) => <Icon name="compare" size={size} />;
export const BagIcon = ({ size = 20 }: IconProps) => <Icon name="bag" size={size} />;
export const MinusIcon = ({ size = 16 }: IconProps) => <Icon name="minus" size={size} />;
export const PlusIcon = ({ size = 16 }: IconProps) => <Icon name="plus" size={size} />;
export const CloseIcon = ({ size = 16 }: IconProps) => <Icon name="close" size={size} />;
