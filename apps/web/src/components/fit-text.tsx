import { useLayoutEffect, useRef, type ElementType } from 'react';

/**
 * One line of text (a figure such as ₹12,34,56,789.50) that never breaks and never spills out of its box: at
 * its class's font size when it fits, otherwise shrunk just enough to fit the box's width. The text is
 * measured, not guessed from its length, so it holds for any figure in any font; it is measured again when the
 * box is resized. The box must get its width from its container (a block, or a flex item with `max-w-full`).
 */
export function FitText({
  as: Tag = 'p',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: string;
}) {
  const boxRef = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return;
    const fit = () => {
      box.style.fontSize = '';
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const width = text.getBoundingClientRect().width;
      if (room <= 0 || width <= room) return;
      // the text's width grows with the font size; round down to a quarter pixel so it surely fits
      box.style.fontSize = `${Math.floor(((parseFloat(style.fontSize) * room) / width) * 4) / 4}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // The container's width, not the box's: the box's height changes with the size chosen here.
    const observer = new ResizeObserver(fit);
    observer.observe(box.parentElement ?? box);
    return () => observer.disconnect();
  }, [children]);

  return (
    <Tag ref={boxRef} className={`whitespace-nowrap ${className ?? ''}`}>
      <span ref={textRef}>{children}</span>
    </Tag>
  );
}
