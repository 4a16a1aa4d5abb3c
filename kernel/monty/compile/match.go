package compile

import "github.com/backyard-dev/backyard/kernel/monty/syntax"

func (c *compiler) match(s *syntax.Match) {
	c.fail(s, "match statements are not supported yet")
}
